$a = "outer ${"inner ${"deep ${x}"}"} end"
$b = "${x.map |$v| { "${v}!" }.join(",")}"
