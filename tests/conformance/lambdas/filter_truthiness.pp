notice([1, 2, 3].filter |$x| { if $x == 2 { undef } else { '' } })
