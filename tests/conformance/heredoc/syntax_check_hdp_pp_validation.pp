$h = @(END:pp)
$0 = 1
END
notice($h)
