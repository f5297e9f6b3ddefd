T / <any>
<any> / T
I / D
F / D
