$h = @(END:x+epp)
<%= 1
END
notice($h)
