$x = 5
$h = @("END":json)
{"a": ${x}}
END
notice($h)
