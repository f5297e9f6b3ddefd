$h = @(END:pp)
notice(1)
END
notice($h)
