$h = @(END:pp)
$0 = 1
$1 = 2
END
notice($h)
