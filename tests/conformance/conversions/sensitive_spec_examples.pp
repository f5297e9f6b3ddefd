# spec: types-values-variables.md "Sensitive[T]" and "Sensitive.new"
$x = Sensitive.new('say friend')
$y = Sensitive('password')
$z = Sensitive[String].new('secret')
notice($x =~ Sensitive[String])
notice($y =~ Sensitive)
notice($z =~ Sensitive[String])
$secret = Sensitive(42)
$processed = $secret.unwrap |$sensitive| { $sensitive * 2 }
notice $processed
