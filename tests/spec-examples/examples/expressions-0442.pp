D / D = F
D / I = F
D / F = F
