notice(Variant[[Integer, [String]]])
notice(Tuple[[Integer, String], 1])
