# spec "String.new": Example: Positive Integers in Hexadecimal prefixed with '0x', negative in Decimal
# (the spec passes the strings "-1" and "10": strings are not integers, the map does not apply)
$format_map = {
  Integer[default, -1] => "%d",
  Integer[0, default] => "%#x"
}
notice(String("-1", $format_map))  # produces '-1'
notice(String("10", $format_map))  # produces '0xa' (the spec; a string stays '10')
notice(String(-1, $format_map))
notice(String(10, $format_map))
