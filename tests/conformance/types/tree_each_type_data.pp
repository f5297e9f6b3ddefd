# Data is a recursive alias: the reference's walk of it never ends (docs/deviations.md), so
# this stops at the first entry inside itself (Hash[String, Data]'s value_type).
Data.tree_each |$path, $value| {
  notice("${path} => ${value}")
  if $path == ['resolved_type', 'types', 2, 'value_type'] { break() }
}
notice(done)
