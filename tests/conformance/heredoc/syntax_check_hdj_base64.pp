$h = @(END:base64)
aGVsbG8=
END
notice($h)
