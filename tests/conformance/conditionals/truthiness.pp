$vals = ['', 'false', 0, [], {}, undef, false, true, 'x', default]
$vals.each |$v| {
  if $v { notice("${v} truthy") } else { notice("${v} falsy") }
}
