$h = @(END:json)
END
notice($h)
