package org.gridmarket.sim.intergrid;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.gridmarket.core.peering.ProviderPolicy;

/**
 * Seed 000's Tables 2–4 verbatim (AWRT in seconds): Table 2 grid jobs and Table 3 providers' local jobs with
 * the three grids peering, Table 4 grid jobs with DAS-2 and Grid'5000 only. Columns: no contracts, fixed-price,
 * price-range, each EbMf, Cb, CbM; rows by interval (24, 12, 6 h) then grid. Figs. 5–7 (Experiment 1, 12 h)
 * give bars without numbers; their 12 h bars are Tables 2–3's 12 h rows, and Eb + least-load has no number.
 */
public final class IntergridPaperValues {

    /** Which table. */
    public enum Table { GRID_JOBS_THREE_GRIDS, LOCAL_JOBS_THREE_GRIDS, GRID_JOBS_TWO_GRIDS }

    private static final List<ProviderPolicy> COLUMNS = List.of(ProviderPolicy.EBMF, ProviderPolicy.CB,
            ProviderPolicy.CBM);
    private static final List<ContractKind> CONTRACTS = List.of(ContractKind.NONE, ContractKind.FIXED_PRICE,
            ContractKind.PRICE_RANGE);

    private static final String TABLE_2 = """
            24 DAS-2 39170 45644 43972 46025 50263 51258 47082 55502 47715
            24 AuverGrid 419362 436861 394436 210710 200719 195419 193491 197075 207255
            24 Grid'5000 191685 181689 176156 194614 182955 177300 189055 181915 175958
            12 DAS-2 37902 41295 40611 49190 44040 45101 50509 44800 43770
            12 AuverGrid 433547 432191 391018 208548 218451 219517 214272 226716 220365
            12 Grid'5000 190568 179463 174029 188503 178315 174342 188572 178078 173047
            6 DAS-2 39344 39063 38788 53297 42468 41154 51907 42818 40771
            6 AuverGrid 439807 427912 389705 233263 240290 216316 227300 225625 215831
            6 Grid'5000 189918 174233 170628 189295 175202 168825 191194 173863 171537
            """;
    private static final String TABLE_3 = """
            24 DAS-2 62030 65112 61095 83605 87580 87795 80370 90657 78051
            24 AuverGrid 287352 289922 262810 168008 163892 155444 152469 158253 160937
            24 Grid'5000 77573 76926 73146 76620 78199 72868 74580 78154 73939
            12 DAS-2 60814 63256 60500 76554 82402 75124 81889 80374 73920
            12 AuverGrid 269261 287900 261086 156361 172751 169217 166731 179381 169700
            12 Grid'5000 74285 75484 71831 73788 76657 71632 73263 75857 71478
            6 DAS-2 61371 62180 59326 78647 77866 74680 79951 78018 72136
            6 AuverGrid 284865 285926 260735 182447 190212 166531 170587 180327 169151
            6 Grid'5000 71993 74611 71098 72005 74084 70519 71216 74336 70774
            """;
    private static final String TABLE_4 = """
            24 DAS-2 39139 45694 44001 40799 46058 45303 40623 46455 44495
            24 Grid'5000 140843 145003 142751 139269 146913 142429 139719 144835 142768
            12 DAS-2 37881 41315 40560 39230 41330 41424 38984 41680 41806
            12 Grid'5000 138999 145607 140184 143663 143766 140379 141989 142437 140435
            6 DAS-2 39325 39054 38741 39103 39427 38989 39410 39413 39043
            6 Grid'5000 152476 141030 137761 139586 140367 137390 144104 140241 137596
            """;

    private static final Map<Table, Map<String, long[]>> VALUES = new LinkedHashMap<>();

    static {
        VALUES.put(Table.GRID_JOBS_THREE_GRIDS, parse(TABLE_2));
        VALUES.put(Table.LOCAL_JOBS_THREE_GRIDS, parse(TABLE_3));
        VALUES.put(Table.GRID_JOBS_TWO_GRIDS, parse(TABLE_4));
    }

    private IntergridPaperValues() {
    }

    /** The paper's grid name for ours ("AuverGrid*" → "AuverGrid"). */
    public static String paperGrid(String ourGrid) {
        return ourGrid.endsWith("*") ? ourGrid.substring(0, ourGrid.length() - 1) : ourGrid;
    }

    /** The table's value, or empty (Eb + least-load, or a cell the paper does not have). */
    public static OptionalDouble value(Table table, long intervalHours, String grid, ProviderPolicy policy,
            ContractKind contract) {
        long[] row = VALUES.get(table).get(intervalHours + " " + paperGrid(grid));
        int column = COLUMNS.indexOf(policy);
        if (row == null || column < 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(row[CONTRACTS.indexOf(contract) * COLUMNS.size() + column]);
    }

    /** The table verbatim as rows: interval (h), grid, then the nine AWRTs as printed. */
    public static List<List<String>> verbatim(Table table) {
        return VALUES.get(table).entrySet().stream().map(entry -> {
            String[] key = entry.getKey().split(" ", 2);
            List<String> row = new java.util.ArrayList<>(List.of(key[0], key[1]));
            for (long value : entry.getValue()) {
                row.add(Long.toString(value));
            }
            return List.copyOf(row);
        }).toList();
    }

    private static Map<String, long[]> parse(String text) {
        Map<String, long[]> rows = new LinkedHashMap<>();
        for (String line : text.strip().split("\n")) {
            String[] parts = line.strip().split(" ");
            long[] values = new long[parts.length - 2];
            for (int index = 2; index < parts.length; index++) {
                values[index - 2] = Long.parseLong(parts[index]);
            }
            rows.put(parts[0] + " " + parts[1], values);
        }
        return rows;
    }
}
