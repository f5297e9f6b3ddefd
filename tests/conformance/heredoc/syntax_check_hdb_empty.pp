$h = @(END:base64)
END
notice($h)
