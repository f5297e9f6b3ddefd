$h = @(END:epp)
<%- | $a, $a | -%>
x
END
notice($h)
