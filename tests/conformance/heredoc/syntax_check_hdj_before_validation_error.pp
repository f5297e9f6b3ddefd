$h = @(END:json)
[1,
END
$0 = 5
