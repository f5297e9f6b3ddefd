$h = @(END:base64)
aGl=
END
notice($h)
