$x = Sensitive.new('say friend')
$x = Sensitive('password')
$x = Sensitive[String].new('secret')
