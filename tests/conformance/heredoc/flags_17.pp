notice(@(END:epp))
<%= 1 %>
END
