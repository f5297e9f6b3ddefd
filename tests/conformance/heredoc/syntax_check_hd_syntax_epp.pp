$h = @(END:epp)
<%= $x
END
notice($h)
