notice(@("END"))
\u{1F600} \\ \" \'
END
