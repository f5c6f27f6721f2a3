// Types for the parts of ml-regression 6.3.0 (a dev dependency without declarations) that the
// tests and benchmarks compare against.
declare module 'ml-regression' {
  type Numbers = ArrayLike<number>;
  export class SimpleLinearRegression {
    constructor(x: Numbers, y: Numbers);
    slope: number;
    intercept: number;
    predict(x: number): number;
  }
  export class ExponentialRegression {
    constructor(x: Numbers, y: Numbers);
    /** Rate: y = B · e^(A · x). */
    A: number;
    B: number;
  }
  export class PowerRegression {
    constructor(x: Numbers, y: Numbers);
    /** y = A · x^B. */
    A: number;
    B: number;
  }
  export class PolynomialRegression {
    constructor(x: Numbers, y: Numbers, degree: number);
    /** Ascending powers. */
    coefficients: number[];
  }
}
