$h = @(END:pp)
[1].each |$x| { class foo {} }
END
notice($h)
