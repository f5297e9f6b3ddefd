Resource <= Resource[RT] <= Resource[RT, T]
Resource[RT1] != Resource[RT2]
Resource[RT, T] != Resource[RT, T2]
Resource[RT] == RT
Resource[RT, T] == RT[T]

Resource        ∩  Resource         → Resource
Resource[RT]    ∩  Resource[RT]     → Resource[RT]
Resource[RT1]   ∩  Resource[RT2]    → Resource
Resource[RT,T]  ∩  Resource[RT, T]  → Resource[RT, T]
Resource[RT,T1] ∩  Resource[RT, T2] → Resource[RT]
