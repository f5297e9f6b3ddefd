$a = "x${b}y$c-d${e}"
$f = "$::top and $a::b and ${::c}"
$g = "${0} $1 ${x[1]} ${x.y} ${x.y()}"
