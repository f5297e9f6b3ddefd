$h = @(END:base64)
aGVs!G8=
END
notice($h)
