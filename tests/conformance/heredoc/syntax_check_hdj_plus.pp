$h = @(END:data+json)
[1,]
END
notice($h)
