notice(inline_epp("a <%%= x %%> %> b"))
notice(inline_epp("<%% if %%>"))
notice(inline_epp("100%% <%= '%>' %> %%%> <%%%"))
