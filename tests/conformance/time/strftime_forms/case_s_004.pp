$t = Timestamp('2021-03-04T05:06:07Z'); notice(strftime($t, '%s %U %W %V %G %g %h %n%t%% %Q'))
