class mod (
  String $param_a,
  String $param_b,
  String $param_c,
  String $param_d = 'default d',
  Optional[String] $param_e = undef,
) {
  notice("mod: a=${param_a} b=${param_b} c=${param_c} d=${param_d} e=${param_e}")
}
