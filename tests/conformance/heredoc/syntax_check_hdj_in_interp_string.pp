$h = "x ${@(END:json)} y"
[1,
END
notice($h)
