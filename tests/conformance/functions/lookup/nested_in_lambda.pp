$keys = ['a', 'b']
$values = $keys.map |$k| { lookup("app::${k}", Optional[String], 'first', undef) }
notice($values)
[1].each |$x| {
  notice(lookup("missing::${x}"))
}
