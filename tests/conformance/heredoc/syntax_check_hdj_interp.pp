notice('before')
$x = 'oops'
$h = @("END":json)
{"a": ${x}}
END
notice($h)
