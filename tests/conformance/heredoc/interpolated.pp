$x = 'world'
$a = @("END")
hello $x
${1 + 1}
END
notice($a)
