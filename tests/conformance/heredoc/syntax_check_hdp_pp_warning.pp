$h = @(END:pp)
notice("\q")
END
notice($h)
