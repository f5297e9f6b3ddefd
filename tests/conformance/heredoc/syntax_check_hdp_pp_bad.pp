$h = @(END:pp)
notice(1 2)
END
notice($h)
