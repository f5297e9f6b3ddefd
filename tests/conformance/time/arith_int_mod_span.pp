# spec: I % D = F; the reference refuses it
notice(100 % Timespan(90))
