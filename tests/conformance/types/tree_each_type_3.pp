Regexp.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Regexp[/a/].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
SemVer.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
SemVer['>=1.0.0', '<0.5.0'].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
SemVerRange.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Timespan.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Timespan['1-00:00:00', '2-00:00:00'].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Timestamp.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Timestamp['2020-01-01T00:00:00.000 UTC'].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Collection.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
