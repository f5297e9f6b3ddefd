D * I = D
D * F = D
I * D = D
F * D = D
