$format_map = {
  Integer[default, -1] => "%d",
  Integer[0, default] => "%#x"
}
notice(String(-1, $format_map), String(10, $format_map))
