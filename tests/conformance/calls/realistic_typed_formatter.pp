function mymod::fmt(Hash[String, Variant[String, Integer]] $h, String $sep = "=") >> String {
  $h.keys.sort.map |$k| { "${k}${sep}${h[$k]}" }.join("\n")
}
notice(mymod::fmt({ b => 2, a => "x" }))
notice(mymod::fmt({ b => 2, a => "x" }, ": "))
notice(mymod::fmt({ b => [2] }))
