notice('before')
$h = @(END:json)
[1 2]
END
notice($h)
