notice(inline_epp('<%# comment %>x<%% y %%>'))
