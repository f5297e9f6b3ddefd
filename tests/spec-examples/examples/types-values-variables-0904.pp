$format_map = {
  Integer[default, -1] => "%d",
  Integer[0, default] => "%#x"
}
String("-1", $format_map)  # produces '-1'
String("10", $format_map)  # produces '0xa'
