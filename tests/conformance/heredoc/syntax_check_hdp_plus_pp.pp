$h = @(END:x+pp)
notice(1
END
notice($h)
