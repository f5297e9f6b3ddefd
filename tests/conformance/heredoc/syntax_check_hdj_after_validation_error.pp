$0 = 5
$h = @(END:json)
[1,
END
