T % <any>
<any> % T
D % D
F % D
D % F
